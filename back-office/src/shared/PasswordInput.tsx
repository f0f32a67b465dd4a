import { Input } from 'antd';
import type { ComponentProps } from 'react';

/**
 * A password field whose show/hide eye is a click away but out of the Tab order: Tab goes from the password to the
 * next field (the code), as an operator typing without the mouse expects.
 */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return <Input.Password visibilityToggle={{ tabIndex: -1 }} {...props} />;
}
