import { Island } from '../../islands/island';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgotpassword: a page of islands, its form's code loaded on the first touch. */
export function ForgotPasswordPage() {
  return <Island name="forgotPassword" load="interaction" component={ForgotPasswordForm} props={{}} />;
}
