// decap-server ships no types; its entry starts the server when imported (scripts/editor-local.ts).
declare module "decap-server/dist/index.js";
