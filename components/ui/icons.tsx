import { createElement, type SVGProps } from "react";
import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  Award as award,
  BadgeCheck as badgeCheck,
  Banknote as banknote,
  Bot as bot,
  Boxes as boxes,
  Brain as brain,
  Briefcase as briefcase,
  BuildingComplex as buildingComplex,
  Calendar as calendar,
  ChartColumn as chartColumn,
  ChartLine as chartLine,
  ChartPie as chartPie,
  Check as check,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleCheck as circleCheck,
  ClipboardCheck as clipboardCheck,
  Clock as clock,
  Cloud as cloud,
  Cog as cog,
  Compass as compass,
  Cpu as cpu,
  Database as database,
  Eye as eye,
  Factory as factory,
  FileText as fileText,
  Gauge as gauge,
  Gem as gem,
  Globe as globe,
  GraduationCap as graduationCap,
  Handshake as handshake,
  HeartPulse as heartPulse,
  Landmark as landmark,
  Layers as layers,
  Leaf as leaf,
  Lightbulb as lightbulb,
  Lock as lock,
  Mail as mail,
  Map as map,
  MapPin as mapPin,
  Menu as menu,
  MessageSquare as messageSquare,
  Microscope as microscope,
  Network as network,
  Puzzle as puzzle,
  Quote as quote,
  RefreshCw as refreshCw,
  Rocket as rocket,
  Route as route,
  Scale as scale,
  Search as search,
  Send as send,
  Server as server,
  Share2 as share2,
  Shield as shield,
  ShieldCheck as shieldCheck,
  ShoppingCart as shoppingCart,
  Sparkles as sparkles,
  Star as star,
  Stethoscope as stethoscope,
  Target as target,
  TrendingUp as trendingUp,
  Truck as truck,
  UserCheck as userCheck,
  Users as users,
  Workflow as workflow,
  X as x,
  Zap as zap,
  type IconNode,
} from "lucide";

export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

/**
 * Lucide's icons as plain SVG components. lucide-react's components are client components (they
 * read a React context), so each one in a server-rendered page added a client reference, its
 * drawing in the page data and a hydration step; these render on the server like any markup.
 */
function svgIcon(node: IconNode): IconComponent {
  return function SvgIcon(props) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}

export const ArrowLeft = /*#__PURE__*/ svgIcon(arrowLeft);
export const ArrowRight = /*#__PURE__*/ svgIcon(arrowRight);
export const Award = /*#__PURE__*/ svgIcon(award);
export const BadgeCheck = /*#__PURE__*/ svgIcon(badgeCheck);
export const Banknote = /*#__PURE__*/ svgIcon(banknote);
export const Bot = /*#__PURE__*/ svgIcon(bot);
export const Boxes = /*#__PURE__*/ svgIcon(boxes);
export const Brain = /*#__PURE__*/ svgIcon(brain);
export const Briefcase = /*#__PURE__*/ svgIcon(briefcase);
export const Building2 = /*#__PURE__*/ svgIcon(buildingComplex);
export const Calendar = /*#__PURE__*/ svgIcon(calendar);
export const ChartColumn = /*#__PURE__*/ svgIcon(chartColumn);
export const ChartLine = /*#__PURE__*/ svgIcon(chartLine);
export const ChartPie = /*#__PURE__*/ svgIcon(chartPie);
export const Check = /*#__PURE__*/ svgIcon(check);
export const CheckCircle2 = /*#__PURE__*/ svgIcon(circleCheck);
export const ChevronDown = /*#__PURE__*/ svgIcon(chevronDown);
export const ChevronLeft = /*#__PURE__*/ svgIcon(chevronLeft);
export const ChevronRight = /*#__PURE__*/ svgIcon(chevronRight);
export const CircleCheck = /*#__PURE__*/ svgIcon(circleCheck);
export const ClipboardCheck = /*#__PURE__*/ svgIcon(clipboardCheck);
export const Clock = /*#__PURE__*/ svgIcon(clock);
export const Cloud = /*#__PURE__*/ svgIcon(cloud);
export const Cog = /*#__PURE__*/ svgIcon(cog);
export const Compass = /*#__PURE__*/ svgIcon(compass);
export const Cpu = /*#__PURE__*/ svgIcon(cpu);
export const Database = /*#__PURE__*/ svgIcon(database);
export const Eye = /*#__PURE__*/ svgIcon(eye);
export const Factory = /*#__PURE__*/ svgIcon(factory);
export const FileText = /*#__PURE__*/ svgIcon(fileText);
export const Gauge = /*#__PURE__*/ svgIcon(gauge);
export const Gem = /*#__PURE__*/ svgIcon(gem);
export const Globe = /*#__PURE__*/ svgIcon(globe);
export const GraduationCap = /*#__PURE__*/ svgIcon(graduationCap);
export const Handshake = /*#__PURE__*/ svgIcon(handshake);
export const HeartPulse = /*#__PURE__*/ svgIcon(heartPulse);
export const Landmark = /*#__PURE__*/ svgIcon(landmark);
export const Layers = /*#__PURE__*/ svgIcon(layers);
export const Leaf = /*#__PURE__*/ svgIcon(leaf);
export const Lightbulb = /*#__PURE__*/ svgIcon(lightbulb);
export const Lock = /*#__PURE__*/ svgIcon(lock);
export const Mail = /*#__PURE__*/ svgIcon(mail);
export const Map = /*#__PURE__*/ svgIcon(map);
export const MapPin = /*#__PURE__*/ svgIcon(mapPin);
export const Menu = /*#__PURE__*/ svgIcon(menu);
export const MessageSquare = /*#__PURE__*/ svgIcon(messageSquare);
export const Microscope = /*#__PURE__*/ svgIcon(microscope);
export const Network = /*#__PURE__*/ svgIcon(network);
export const Puzzle = /*#__PURE__*/ svgIcon(puzzle);
export const Quote = /*#__PURE__*/ svgIcon(quote);
export const RefreshCw = /*#__PURE__*/ svgIcon(refreshCw);
export const Rocket = /*#__PURE__*/ svgIcon(rocket);
export const Route = /*#__PURE__*/ svgIcon(route);
export const Scale = /*#__PURE__*/ svgIcon(scale);
export const Search = /*#__PURE__*/ svgIcon(search);
export const Send = /*#__PURE__*/ svgIcon(send);
export const Server = /*#__PURE__*/ svgIcon(server);
export const Share2 = /*#__PURE__*/ svgIcon(share2);
export const Shield = /*#__PURE__*/ svgIcon(shield);
export const ShieldCheck = /*#__PURE__*/ svgIcon(shieldCheck);
export const ShoppingCart = /*#__PURE__*/ svgIcon(shoppingCart);
export const Sparkles = /*#__PURE__*/ svgIcon(sparkles);
export const Star = /*#__PURE__*/ svgIcon(star);
export const Stethoscope = /*#__PURE__*/ svgIcon(stethoscope);
export const Target = /*#__PURE__*/ svgIcon(target);
export const TrendingUp = /*#__PURE__*/ svgIcon(trendingUp);
export const Truck = /*#__PURE__*/ svgIcon(truck);
export const UserCheck = /*#__PURE__*/ svgIcon(userCheck);
export const Users = /*#__PURE__*/ svgIcon(users);
export const Workflow = /*#__PURE__*/ svgIcon(workflow);
export const X = /*#__PURE__*/ svgIcon(x);
export const Zap = /*#__PURE__*/ svgIcon(zap);
