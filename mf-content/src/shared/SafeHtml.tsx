import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Besides what DOMPurify always drops (scripts, on* handlers, javascript: links), tags an operator's text never
 * needs: a <style> would restyle the whole page, a form could ask a member for a password.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select'];

/**
 * HTML from the server (articles, announcements), sanitized again here: the server cleans it when stored and
 * when sent, but the page runs nothing it did not clean itself.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS }), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
