import { Redirect } from 'wouter';
import { useMe } from '../session.ts';

/** /inventory on its own: the user's home screen. */
export function HomeRedirect() {
  return <Redirect to={useMe().home} replace />;
}
