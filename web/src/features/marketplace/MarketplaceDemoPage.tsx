import UnderConstructionPage from '../../components/UnderConstruction';

export default function MarketplaceDemoPage() {
  return <UnderConstructionPage title="page.marketplaceDemo" />;
}
