// German and French for the Spanish messages of stock.ts (merged into server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {};
