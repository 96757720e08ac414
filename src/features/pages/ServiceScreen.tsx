import { ServiceLinks } from './ServiceLinks';
import { SitePageView } from './SitePageView';

/** /m/service: the brand's contact channels, then its customer service page from the server. */
export default function ServiceScreen() {
  return (
    <>
      <ServiceLinks />
      <SitePageView name="service" />
    </>
  );
}
