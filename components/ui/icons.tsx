import type { SVGProps } from "react";
import type { IconId } from "./icon-drawings";
import { SpriteIcon } from "./sprite-icon";

export { SpriteIcon };

export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

function svgIcon(id: IconId): IconComponent {
  return function SvgIcon(props) {
    return <SpriteIcon icon={id} {...props} />;
  };
}

export const ArrowLeft = /*#__PURE__*/ svgIcon("arrow-left");
export const ArrowRight = /*#__PURE__*/ svgIcon("arrow-right");
export const Briefcase = /*#__PURE__*/ svgIcon("briefcase");
export const Check = /*#__PURE__*/ svgIcon("check");
export const CheckCircle2 = /*#__PURE__*/ svgIcon("circle-check");
export const ChevronDown = /*#__PURE__*/ svgIcon("chevron-down");
export const ChevronLeft = /*#__PURE__*/ svgIcon("chevron-left");
export const ChevronRight = /*#__PURE__*/ svgIcon("chevron-right");
export const Clock = /*#__PURE__*/ svgIcon("clock");
export const Mail = /*#__PURE__*/ svgIcon("mail");
export const MapPin = /*#__PURE__*/ svgIcon("map-pin");
export const Menu = /*#__PURE__*/ svgIcon("menu");
export const Quote = /*#__PURE__*/ svgIcon("quote");
export const Search = /*#__PURE__*/ svgIcon("search");
export const Send = /*#__PURE__*/ svgIcon("send");
export const Share2 = /*#__PURE__*/ svgIcon("share2");
export const Star = /*#__PURE__*/ svgIcon("star");
export const TrendingUp = /*#__PURE__*/ svgIcon("trending-up");
export const Users = /*#__PURE__*/ svgIcon("users");
export const X = /*#__PURE__*/ svgIcon("x");
