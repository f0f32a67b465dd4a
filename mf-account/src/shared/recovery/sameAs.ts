/** A confirm field's rule: it must equal `field` (a typo never silently becomes the new secret). */
export const sameAs =
  (field: string, message: string) =>
  ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
