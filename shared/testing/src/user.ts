import type { RegisterInput } from '@jazz/contracts/user';

/** The user factory: a registration (POST /api/users/register or /create) with a fresh address. */
export function testRegistration(fields: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Ella',
    lastName: 'Fitzgerald',
    email: `ella-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'a-tisket-a-tasket',
    password2: 'a-tisket-a-tasket',
    ...fields,
  };
}
