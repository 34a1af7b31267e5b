/**
 * The operator console at /admin (issue 20): a chunk of its own, loaded only for operators, its pages split
 * further. Every call goes to the admin router over tRPC (uploads to /api/admin/media).
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import type { MessageId } from '../../i18n/messages';
import { AdminFrame } from './layout';
import ProjectsPage from './ProjectsPage';

/** The console's pages, in the navigation's order: each at /admin/<path> (the first at /admin), its title. */
const PAGES: readonly { path: string; label: MessageId; Page: ComponentType }[] = [
  { path: '', label: 'admin.nav.projects', Page: ProjectsPage },
  { path: 'issuers', label: 'admin.nav.issuers', Page: lazy(() => import('./IssuersPage')) },
  { path: 'bank', label: 'admin.nav.bank', Page: lazy(() => import('./BankPage')) },
  { path: 'releases', label: 'admin.nav.releases', Page: lazy(() => import('./ReleasesPage')) },
  { path: 'payouts', label: 'admin.nav.payouts', Page: lazy(() => import('./PayoutsPage')) },
  { path: 'news', label: 'admin.nav.news', Page: lazy(() => import('./NewsPage')) },
  { path: 'streams', label: 'admin.nav.streams', Page: lazy(() => import('./StreamsPage')) },
  { path: 'products', label: 'admin.nav.products', Page: lazy(() => import('./ProductsPage')) },
  { path: 'orders', label: 'admin.nav.orders', Page: lazy(() => import('./OrdersPage')) },
  { path: 'users', label: 'admin.nav.users', Page: lazy(() => import('./UsersPage')) },
  { path: 'withdrawals', label: 'admin.nav.withdrawals', Page: lazy(() => import('./WithdrawalsPage')) },
  { path: 'complaints', label: 'admin.nav.complaints', Page: lazy(() => import('./ComplaintsPage')) },
  {
    path: 'sophisticated',
    label: 'admin.nav.sophisticated',
    Page: lazy(() => import('./SophisticatedPage')),
  },
  { path: 'audit', label: 'admin.nav.audit', Page: lazy(() => import('./AuditPage')) },
];

export default function AdminConsole({ notFound }: { notFound: React.ReactNode }) {
  return (
    <AdminFrame pages={PAGES}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {PAGES.map(({ path, Page }) =>
            path ? (
              <Route key={path} path={path} element={<Page />} />
            ) : (
              <Route key="" index element={<Page />} />
            ),
          )}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </AdminFrame>
  );
}
