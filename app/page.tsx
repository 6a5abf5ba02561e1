import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/");

export default function HomePage() {
  return (
    <div className="pt-40">
      {["home", "about", "services", "expertise", "testimonials", "case-studies", "contact"].map((id) => (
        <section key={id} id={id} className="min-h-[900px] border-b p-10">
          <h2>{id}</h2>
        </section>
      ))}
    </div>
  );
}
