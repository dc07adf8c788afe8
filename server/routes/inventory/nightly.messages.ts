// German and French for the Spanish messages of nightly.ts (merged into server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {};
