import { Navigate } from 'react-router';
import { useMe } from '../session.ts';

/** /inventory on its own: the user's home screen. */
export function HomeRedirect() {
  return <Navigate to={useMe().home} replace />;
}
