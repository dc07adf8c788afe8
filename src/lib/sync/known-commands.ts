// Loads every feature's offline command module (src/features/<area>/commands/<name>.ts), each of
// which registers itself (command-registry.ts). Imported where commands are queued or pull pages
// applied — the replica runtime and the pull worker — and nowhere else: the service worker only
// pushes what is already queued. This glob is the one place the sync machinery reaches the
// features, and it names none of them (docs/decisions/0006-offline-command-modules.md).
import.meta.glob(['../../features/**/commands/*.ts', '!../../features/**/commands/*.test.ts'], { eager: true });
