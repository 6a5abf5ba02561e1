import { decapAsset, decapAssetNames } from "@/lib/editor/decap-assets";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return decapAssetNames().map((file) => ({ file }));
}

/** Decap CMS's browser build, from its npm package. */
export async function GET(_request: Request, { params }: RouteContext<"/admin/decap-cms/[file]">) {
  return decapAsset((await params).file);
}
