/**
 * The terms at /agb (issue 19), signed in and signed out, including the investment conditions that the
 * investment dialog's checkbox links to (#anlagebedingungen) and the shop's shipping and return rules.
 */
import { RiskWarning } from '../../components/RiskWarning';
import { LegalPage, TextBlock } from './LegalParts';

export default function TermsPage() {
  return (
    <LegalPage page="page.terms" description="meta.terms" title="terms.title" width={820}>
      <TextBlock id="terms-scope" title="terms.scope.title" texts={['terms.scope.text']} />
      <TextBlock id="terms-simulation" title="terms.simulation.title" texts={['terms.simulation.text']} />
      <TextBlock id="terms-account" title="terms.account.title" texts={['terms.account.text']} />
      <TextBlock
        id="anlagebedingungen"
        title="terms.investment.title"
        texts={['terms.investment.text1', 'terms.investment.text3', 'terms.investment.text4']}
      />
      <RiskWarning yieldNotice />
      <TextBlock id="terms-shop" title="terms.shop.title" texts={['terms.shop.text1', 'terms.shop.text2']} />
      <TextBlock id="terms-liability" title="terms.liability.title" texts={['terms.liability.text']} />
      <TextBlock id="terms-final" title="terms.final.title" texts={['terms.final.text']} />
    </LegalPage>
  );
}
