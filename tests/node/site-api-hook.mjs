// A module resolve hook (node:module register) for the Node tests that import the page's own
// modules which name the site's `../../api.mjs` (web/js/platform/core.mjs): it is the built
// build/site/api.mjs, as on the page.
const api = new URL('../../build/site/api.mjs', import.meta.url).href;
export async function resolve(specifier, context, next) {
  if (specifier === '../../api.mjs' && context.parentURL?.endsWith('/web/js/platform/core.mjs')) return { url: api, shortCircuit: true };
  return next(specifier, context);
}
