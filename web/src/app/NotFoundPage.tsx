import { NotFoundView } from '../components/NotFoundView';
import { paths } from '../config/paths';

/** Any path outside the signed-in route set (product §2). */
export function NotFoundPage() {
  return (
    <NotFoundView
      gap="md"
      py="xl"
      title="notFound.title"
      text="notFound.text"
      back={{ to: paths.home, label: 'notFound.back' }}
    />
  );
}

export default NotFoundPage;
