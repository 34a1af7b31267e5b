import UnderConstructionPage from '../../components/UnderConstruction';

export default function SettingsPage() {
  return <UnderConstructionPage title="page.settings" />;
}
