import { NotFoundView } from '../../components/page-state-screens';

export function NotFoundPage() {
  return <NotFoundView />;
}
