// An area of the API client (createApiClient in ./index composes the areas into one object).
import type {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  MyAccount,
  CreateUserInput,
  LoginInput,
  RegisterInput,
  SiteSettings,
  User,
  UserData,
} from '@jazz/contracts';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';

/** Site settings and accounts: sign-up, sign-in, the signed-in user. */
export function accountsApi({ get, send, id }: Transport) {
  return {
    settings: {
      /** Public: the site's time zone, address and name. */
      get: () => get<SiteSettings>('/api/settings'),
    },

    users: {
      register: (input: RegisterInput) => send<User>('POST', '/api/users/register', input),
      login: (input: LoginInput) => send<{ token: string }>('POST', '/api/users/login', input),
      list: () => get<User[]>('/api/users'),
      get: (userId: string) => get<User>(`/api/users/edit/${id(userId)}`),
      create: (input: CreateUserInput, m?: MutationOptions) => send<User>('POST', '/api/users/create', input, m),
      update: (userId: string, comparator: Comparator<User>, data: UserData, m?: MutationOptions) =>
        send<User>(
          'PUT',
          `/api/users/update/${id(userId)}`,
          { userComparatorData: comparator, userData: { ...data, id: userId } },
          m,
        ),
      remove: (userId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/users/delete/${id(userId)}`, undefined, m),
      requestPasswordReset: (email: string) => send<boolean>('POST', '/api/users/passwordReset', { email }),
      resetPassword: (input: { id: string; token: string; password: string }) =>
        send<boolean>('POST', '/api/users/resetpassword', input),
      /** The signed-in user as stored now, with the state of the address. */
      me: () => get<MyAccount>('/api/users/me'),
      /** Answers a fresh token: every earlier one, this client's too, has ended. */
      changePassword: (input: ChangePasswordInput) => send<{ token: string }>('PUT', '/api/users/me/password', input),
      /** Mails a link to the new address; it takes effect once the link is used. */
      changeName: (input: ChangeNameInput) => send<MyAccount>('PUT', '/api/users/me/name', input),
      changeEmail: (input: ChangeEmailInput) => send<MyAccount>('PUT', '/api/users/me/email', input),
      /** `next`: where the new link's confirmed page leads back to (a path of the site). */
      resendVerification: (next?: string) =>
        send<MyAccount>('POST', '/api/users/me/verification', next ? { next } : undefined),
    },
  };
}
