import type { SignedInUser } from '@jazz/contracts';

export interface UserDetailsProps {
  user: SignedInUser;
  className?: string;
}

/** The signed-in user's details as the dashboard and the admin home show them (docs/product.md). */
export function UserDetails({ user, className }: UserDetailsProps) {
  return (
    <dl className={className}>
      <dt>First Name</dt>
      <dd>{user.firstName}</dd>
      <dt>Last Name</dt>
      <dd>{user.lastName}</dd>
      <dt>Email</dt>
      <dd>{user.email}</dd>
      <dt>Roles</dt>
      <dd>{user.roles.join(', ')}</dd>
      <dt>ID</dt>
      <dd>{user.id}</dd>
    </dl>
  );
}
