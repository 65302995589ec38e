/** The id of the JSON script carrying a server-rendered page's queries (server: app/ssr.tsx; browser: main.tsx). */
export const SSR_STATE_ID = 'ssr-state';
