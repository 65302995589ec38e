/** Support chat constants (docs/product.md#support-chat), without zod so the web widget can use them cheaply. */
export const CHAT_WELCOME = 'Hi there! How can I help you today?';
export const CHAT_BOT_NAME = 'Electro Bot';
export const CHAT_MAX_LENGTH = 1000;

/**
 * Chat flood limits shared by every process (docs/decisions/032-parallel-guesses.md): sockets opened per minute and
 * messages per minute, per client address and per signed-in account, and sockets open at once per address in
 * one process. A socket alone also takes at most 20 messages a minute. Every page a visitor opens opens the widget's
 * socket, and many people share one address behind a carrier's NAT: the opens are generous (two pages a second),
 * the messages are what a flood needs and what is held tight.
 */
export const CHAT_LIMITS = {
  socketsPerMinutePerAddress: 120,
  socketsPerMinutePerAccount: 60,
  openSocketsPerAddress: 10,
  messagesPerMinutePerAddress: 60,
  messagesPerMinutePerAccount: 30,
} as const;
