import { ServicesIndex } from "@/components/sections/services/services-index";
import { getServicePages, getServicesIndex } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/services");

export default function ServicesRoute() {
  return <ServicesIndex content={getServicesIndex()} pages={getServicePages()} />;
}
