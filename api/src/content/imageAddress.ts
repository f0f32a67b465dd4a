import { hasControlChars } from '../security/controlChars';

const HTTP_ADDRESS = /^https?:\/\/\S+$/;
/**
 * One `/`, then neither a slash nor a backslash, written or percent-encoded: browsers read `//host`, `/\host`,
 * `\\host` and `\/host` alike as another host's address (a backslash is a slash to them), and a server or proxy
 * on the way may decode `%2F` / `%5C`.
 */
const SITE_PATH = /^\/(?![/\\]|%2f|%5c)\S+$/i;

/** Where an article's image may come from: an http(s) address or a path of this site. */
export function isImageAddress(address: string): boolean {
  return (HTTP_ADDRESS.test(address) || SITE_PATH.test(address)) && !hasControlChars(address);
}
