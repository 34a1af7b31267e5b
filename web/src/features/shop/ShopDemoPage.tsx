import UnderConstructionPage from '../../components/UnderConstruction';

export default function ShopDemoPage() {
  return <UnderConstructionPage title="page.shopDemo" />;
}
