/**
 * antd-mobile's Form, shared apart from the rest of the kit (see ./index.ts): only screens with a form load it.
 * Imported by its own path, not the package index: the index counts as having side effects, and importing it
 * here too would put Form's dependencies in the chunk every page loads with the kit.
 */
export { default as Form } from 'antd-mobile/es/components/form';
