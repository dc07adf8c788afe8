// The app version of SPEC §9, read from package.json at build time (Vite keeps only this field)
// and at start (the server), so the server's /api/version.txt and the built app always agree.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
