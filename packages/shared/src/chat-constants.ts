/** Support chat constants (docs/product.md#support-chat), without zod so the web widget can use them cheaply. */
export const CHAT_WELCOME = 'Hi there! How can I help you today?';
export const CHAT_BOT_NAME = 'Electro Bot';
export const CHAT_MAX_LENGTH = 1000;
