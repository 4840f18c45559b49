/**
 * Stylesheets imported for their side effect — the kit's styles in the demo
 * and the browser tests, the demo's own — which Vite bundles. TypeScript 7
 * checks that a side-effect import resolves (`noUncheckedSideEffectImports`,
 * on by default since 6.0), and a stylesheet has no declarations of its own.
 */
declare module '*.css'
