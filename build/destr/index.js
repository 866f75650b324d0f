// destr for the widget script's ofetch (build/rollup/ofetch-dependencies.mjs): ofetch parses
// an answer with destr only when it reads it as JSON (responseType 'json', or none and a JSON
// Content-Type), and the widgets' one caller, src/core/api/api.ts, asks for text on every request
// (responseType 'text') and parses it itself (api-response.ts). Asked for, it throws instead of
// parsing by other rules than the api client's. tests/build/embed-ofetch.test.ts checks it.
export default function destr() {
  throw new Error("ofetch's JSON parsing (destr) is not part of the widget script build: src/core/api/api.ts reads every answer as text.");
}
