// Server messages of cajas.ts in German and French (the Spanish text is the key). Its only
// message, the missing venue, is in the core catalog.
export const MESSAGES: Record<string, { de: string; fr: string }> = {};
