/**
 * The operator console at /admin (issue 20): a chunk of its own, loaded only for operators, its pages split
 * further. Every call goes to the admin router over tRPC (uploads to /api/admin/media).
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { AdminFrame } from './layout';
import ProjectsPage from './ProjectsPage';

const IssuersPage = lazy(() => import('./IssuersPage'));
const BankPage = lazy(() => import('./BankPage'));
const ReleasesPage = lazy(() => import('./ReleasesPage'));
const PayoutsPage = lazy(() => import('./PayoutsPage'));
const ComplaintsPage = lazy(() => import('./ComplaintsPage'));
const NewsPage = lazy(() => import('./NewsPage'));
const StreamsPage = lazy(() => import('./StreamsPage'));
const ProductsPage = lazy(() => import('./ProductsPage'));
const OrdersPage = lazy(() => import('./OrdersPage'));
const UsersPage = lazy(() => import('./UsersPage'));
const AuditPage = lazy(() => import('./AuditPage'));
const WithdrawalsPage = lazy(() => import('./WithdrawalsPage'));
const SophisticatedPage = lazy(() => import('./SophisticatedPage'));

export default function AdminConsole({ notFound }: { notFound: React.ReactNode }) {
  return (
    <AdminFrame>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<ProjectsPage />} />
          <Route path="issuers" element={<IssuersPage />} />
          <Route path="bank" element={<BankPage />} />
          <Route path="releases" element={<ReleasesPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="complaints" element={<ComplaintsPage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="streams" element={<StreamsPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="sophisticated" element={<SophisticatedPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </AdminFrame>
  );
}
