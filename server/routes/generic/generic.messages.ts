// German and French for the Spanish messages of generic.ts (merged into server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {};
