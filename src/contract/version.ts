// The app version of SPEC §9. Kept equal to package.json's version (a unit test checks it) so the
// server's /api/version.txt and the built app agree.
export const APP_VERSION = '0.90.65';
