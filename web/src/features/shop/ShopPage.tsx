import UnderConstructionPage from '../../components/UnderConstruction';

export default function ShopPage() {
  return <UnderConstructionPage title="page.shop" />;
}
