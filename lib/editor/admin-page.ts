import { EDITOR_ASSETS_PATH, EDITOR_CONFIG_PATH } from "./paths";

/**
 * /admin: the browser editor's page. Decap CMS draws everything in it from its own script and the
 * configuration generated from the content schemas; no page of the site links here or loads any
 * of it, and search engines are asked not to index it.
 */
export function adminPage(firmName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${escapeHtml(firmName)}</title>
<link rel="cms-config-url" type="text/yaml" href="${EDITOR_CONFIG_PATH}">
</head>
<body>
<noscript>The content editor needs JavaScript. Without it, edit the files in content/ and open a pull request (content/README.md).</noscript>
<script src="${EDITOR_ASSETS_PATH}/decap-cms.js"></script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
}
