import UnderConstructionPage from '../../components/UnderConstruction';

export default function MobileAppPage() {
  return <UnderConstructionPage title="page.mobileApp" />;
}
