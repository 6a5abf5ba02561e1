/** Where the browser editor lives; nothing else on the site links here. */
export const EDITOR_PATH = "/admin";
export const EDITOR_CONFIG_PATH = `${EDITOR_PATH}/config.yml`;
/** Decap CMS's own files, served from its npm package. */
export const EDITOR_ASSETS_PATH = `${EDITOR_PATH}/decap-cms`;
/** Where the GitHub sign-in starts (Decap's auth_endpoint) and where GitHub sends the editor back. */
export const SIGN_IN_PATH = `${EDITOR_PATH}/auth`;
export const SIGN_IN_CALLBACK_PATH = `${SIGN_IN_PATH}/callback`;
