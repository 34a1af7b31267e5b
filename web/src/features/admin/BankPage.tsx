/**
 * The console's bank page (issue 33, decision 0058): import the escrow account's camt.053 statements
 * (preview, apply; a clearly marked demonstration statement while the escrow account is the demo one),
 * resolve the exceptions, and order returns to senders with a pain.001 file.
 */
import { Divider } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { BankExceptions } from './BankExceptions';
import { BankImport } from './BankImport';
import { BankReturns } from './BankReturns';
import { AdminSection } from './layout';

export default function BankPage() {
  const list = trpc.admin.bank.exceptions.useQuery();
  return (
    <AdminSection title="admin.nav.bank" query={list}>
      <BankImport />
      <Divider />
      <BankExceptions />
      <Divider />
      <BankReturns />
    </AdminSection>
  );
}
