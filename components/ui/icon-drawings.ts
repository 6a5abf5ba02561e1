import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  Banknote,
  Bot,
  Boxes,
  Brain,
  Briefcase,
  BuildingComplex,
  Calendar,
  ChartColumn,
  ChartLine,
  ChartPie,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Cloud,
  Cog,
  Compass,
  Cpu,
  Database,
  Eye,
  Factory,
  FileText,
  Gauge,
  Gem,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  Leaf,
  Lightbulb,
  Lock,
  Mail,
  Map,
  MapPin,
  Menu,
  MessageSquare,
  Microscope,
  Network,
  Puzzle,
  Quote,
  RefreshCw,
  Rocket,
  Route,
  Scale,
  Search,
  Send,
  Server,
  Share2,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Stethoscope,
  Target,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Workflow,
  X,
  Zap,
  type IconNode,
} from "lucide";

/**
 * Not sent in pages: `npm run icons` writes them into one sprite, so a page carries a short
 * reference per icon instead of its outline twice.
 */
export const drawings = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "award": Award,
  "badge-check": BadgeCheck,
  "banknote": Banknote,
  "bot": Bot,
  "boxes": Boxes,
  "brain": Brain,
  "briefcase": Briefcase,
  "building-complex": BuildingComplex,
  "calendar": Calendar,
  "chart-column": ChartColumn,
  "chart-line": ChartLine,
  "chart-pie": ChartPie,
  "check": Check,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  "clipboard-check": ClipboardCheck,
  "clock": Clock,
  "cloud": Cloud,
  "cog": Cog,
  "compass": Compass,
  "cpu": Cpu,
  "database": Database,
  "eye": Eye,
  "factory": Factory,
  "file-text": FileText,
  "gauge": Gauge,
  "gem": Gem,
  "globe": Globe,
  "graduation-cap": GraduationCap,
  "handshake": Handshake,
  "heart-pulse": HeartPulse,
  "landmark": Landmark,
  "layers": Layers,
  "leaf": Leaf,
  "lightbulb": Lightbulb,
  "lock": Lock,
  "mail": Mail,
  "map": Map,
  "map-pin": MapPin,
  "menu": Menu,
  "message-square": MessageSquare,
  "microscope": Microscope,
  "network": Network,
  "puzzle": Puzzle,
  "quote": Quote,
  "refresh-cw": RefreshCw,
  "rocket": Rocket,
  "route": Route,
  "scale": Scale,
  "search": Search,
  "send": Send,
  "server": Server,
  "share2": Share2,
  "shield": Shield,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  "sparkles": Sparkles,
  "star": Star,
  "stethoscope": Stethoscope,
  "target": Target,
  "trending-up": TrendingUp,
  "truck": Truck,
  "user-check": UserCheck,
  "users": Users,
  "workflow": Workflow,
  "x": X,
  "zap": Zap,
} satisfies Record<string, IconNode>;

/**
 * Solid shapes, so each fills with the link's colour whatever the using `<svg>` sets. In the sprite,
 * they load no image of their own: every image is a document the browser builds on the main thread.
 */
const mark = (d: string): IconNode => [["path", { d, fill: "currentColor", stroke: "none" }]];

export const socialMarks = {
  "linkedin": mark("M4.98 3.5C4.98 4.88 3.87 6 2.5 6S0 4.88 0 3.5 1.12 1 2.5 1s2.48 1.12 2.48 2.5zM.22 8h4.56v14H.22V8zm7.4 0h4.37v1.92h.06c.61-1.15 2.1-2.36 4.32-2.36 4.62 0 5.47 3.04 5.47 6.99V22h-4.55v-6.61c0-1.58-.03-3.6-2.2-3.6-2.2 0-2.53 1.72-2.53 3.49V22H7.62V8z"),
  "twitter": mark("M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z"),
  "facebook": mark("M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z"),
  "instagram": mark("M12 2.16c3.2 0 3.58.01 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s-.01 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.64.07-4.85.07s-3.58-.01-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.17 15.58 2.16 15.2 2.16 12s.01-3.58.07-4.85C2.38 3.92 3.9 2.38 7.15 2.23 8.42 2.17 8.8 2.16 12 2.16zM12 0C8.74 0 8.33.01 7.05.07 2.7.27.27 2.69.07 7.05.01 8.33 0 8.74 0 12s.01 3.67.07 4.95c.2 4.36 2.62 6.78 6.98 6.98C8.33 23.99 8.74 24 12 24s3.67-.01 4.95-.07c4.35-.2 6.78-2.62 6.98-6.98.06-1.28.07-1.69.07-4.95s-.01-3.67-.07-4.95c-.2-4.35-2.62-6.78-6.98-6.98C15.67.01 15.26 0 12 0zm0 5.84a6.16 6.16 0 1 0 0 12.32 6.16 6.16 0 0 0 0-12.32zM12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm6.4-11.85a1.44 1.44 0 1 0 0 2.88 1.44 1.44 0 0 0 0-2.88z"),
} satisfies Record<string, IconNode>;

/** Drawn on a larger square and scaled into the sprite's; each shape sets its own paint. */
const scaled = { transform: "scale(.75)" };
const outline = (d: string, width: number): IconNode[number] => ["path", { d, fill: "none", stroke: "currentColor", "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...scaled }];
const solid = (d: string, opacity = 1): IconNode[number] => ["path", { d, fill: "currentColor", "fill-opacity": opacity, stroke: "none", ...scaled }];

const clientMarkDrawings = {
  "client-peaks": [solid("M3 25 12 11l5 7 4-5 8 12Z", 0.25), outline("M3 25 12 11l5 7 4-5 8 12", 2.4)],
  "client-cross": [outline("M11 3h10a8 8 0 0 1 8 8v10a8 8 0 0 1-8 8H11a8 8 0 0 1-8-8V11a8 8 0 0 1 8-8Z", 2.4), outline("M16 9v14M9 16h14", 3.2)],
  "client-hexagon": [outline("M16 3.5 27 9.8v12.4L16 28.5 5 22.2V9.8Z", 2.4), outline("m11 18 5-5 5 5", 2.6)],
  "client-fern": [
    outline("M16 29C16 19 17 10 24 3", 2.2),
    solid("M16.4 22c-4-.4-7-2.6-8.4-6 3.8-.2 6.8 1.4 8.4 6Zm.6-6c-3.2-1.2-5-3.6-5.2-7 3.4.8 5.2 3.4 5.2 7Zm.2 4c2.6-2.6 5.8-3.4 9-2.4-2 2.8-5 3.6-9 2.4Zm1.6-7c1.4-3 4-4.6 7.4-4.6-1.2 3.2-3.8 4.8-7.4 4.6Z"),
  ],
  "client-strata": [outline("M4 10h24M4 16h18M4 22h12", 2.8), solid("M25 18.8a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4Z")],
  "client-arc": [outline("M5 24a11 11 0 0 1 22 0", 2.6), solid("M16 6.6a3.4 3.4 0 1 1 0 6.8 3.4 3.4 0 0 1 0-6.8Z")],
} satisfies Record<string, IconNode>;

export const spriteDrawings = { ...drawings, ...socialMarks, ...clientMarkDrawings };

export type IconId = keyof typeof spriteDrawings;

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The root's size is only there for the build, which reads an imported image's dimensions. */
export function spriteOf(icons: Record<string, IconNode>): string {
  const symbols = Object.entries(icons).map(([id, node]) => {
    const shapes = node.map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escape(String(value))}"`);
      return `<${tag}${pairs.join("")}/>`;
    });
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${symbols.join("\n")}\n</svg>\n`;
}
