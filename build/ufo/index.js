// ufo for the widget script's ofetch (build/rollup/ofetch-dependencies.mjs): ofetch calls
// withBase only for its `baseURL` option and withQuery only for its `query` option, and the
// widgets' one caller, src/core/api/api.ts, passes neither: it builds every URL itself (the API base,
// the path, queryString of api-request.ts). Asked for, they throw instead of building a URL by
// other rules than the api client's. ufo's other ~60 exports are not reachable from ofetch;
// importing one fails the build, not the page. tests/build/embed-ofetch.test.ts checks both.

const refused = (option) => {
  throw new Error(`ofetch's ${option} option is not part of the widget script build: src/core/api/api.ts builds the URL itself.`);
};

export function withBase() {
  refused('baseURL');
}

export function withQuery() {
  refused('query');
}
