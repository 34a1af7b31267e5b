/** The signed-in start page at / (product §2 Dashboard): loads the user's data and renders DashboardView. */
import type { Investment } from '@wurzelwerk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useStreamReminders } from '../streams';
import { DashboardView } from './DashboardView';
import { PaymentDialog } from './PaymentDialog';
import { WithdrawDialog } from './WithdrawDialog';

export default function DashboardPage() {
  const intl = useIntl();
  const user = useSignedInUser();
  const summary = trpc.dashboard.summary.useQuery();
  const investments = trpc.investments.list.useQuery();
  const news = trpc.news.list.useQuery();
  const { streams, toggleReminder, pendingId } = useStreamReminders();
  const [toWithdraw, setToWithdraw] = useState<Investment | null>(null);
  const [toPay, setToPay] = useState<Investment | null>(null);

  return (
    <>
      <PageMeta title={intl.formatMessage({ id: 'page.dashboard' })} />
      <DashboardView
        firstName={user.firstName}
        summary={summary.data}
        investments={investments}
        news={news}
        streams={streams}
        onToggleReminder={toggleReminder}
        pendingReminderId={pendingId}
        investPath={paths.marketplace}
        portfolioPath={paths.portfolio}
        streamsPath={paths.streams}
        onWithdraw={setToWithdraw}
        onPay={setToPay}
      />
      <PaymentDialog investment={toPay} onClose={() => setToPay(null)} />
      <WithdrawDialog investment={toWithdraw} onClose={() => setToWithdraw(null)} />
    </>
  );
}
