// The icons menus and buttons may use, by name. A fixed set keeps the console bundle small;
// the rule form offers exactly these.
import {
  Award, BadgeCheck, BarChart3, Bell, BookOpen, Briefcase, Building2, Bus, CalendarDays, Car, ChartPie, ClipboardCheck, ClipboardList,
  Code2, Compass, CreditCard, Database, Eye, EyeOff, FileClock, FileText, Files, Flag, FolderTree, Gauge, Globe, Hotel, IdCard, Image,
  KeyRound, LayoutDashboard, LayoutGrid, Library, LifeBuoy, List, ListTree, Landmark, Mail, Map, MapPin, Megaphone, MessageSquare, MessageSquareWarning,
  MonitorPlay, Mountain, Newspaper, Package, Palmtree, Paperclip, Plane, Receipt, Recycle, RotateCcw, Sailboat, ScrollText, Search, Settings, Shield,
  ShieldAlert, ShieldCheck, Ship, ShoppingBag, SlidersHorizontal, Smartphone, Star, Store, Tag, Terminal, Ticket, Trash2, Undo2, Upload, UserCog,
  UserRound, Users, UsersRound, Wallet, Wrench, type LucideIcon,
} from "lucide-react";
import { Building, ContactRound, Drama, Gamepad2, Handshake, House, MicVocal, Shapes, Utensils } from "lucide-react";
import { Route } from "lucide-react";

export const ICONS: Record<string, LucideIcon> = {
  award: Award, "badge-check": BadgeCheck, "bar-chart-3": BarChart3, bell: Bell, "book-open": BookOpen, briefcase: Briefcase,
  "building-2": Building2, bus: Bus, "calendar-days": CalendarDays, car: Car, "chart-pie": ChartPie, "clipboard-check": ClipboardCheck,
  "clipboard-list": ClipboardList, "code-2": Code2, compass: Compass, "credit-card": CreditCard, database: Database, eye: Eye, "eye-off": EyeOff,
  "file-clock": FileClock, "file-text": FileText, files: Files, flag: Flag, "folder-tree": FolderTree, gauge: Gauge, globe: Globe, hotel: Hotel,
  "id-card": IdCard, image: Image, "key-round": KeyRound, "layout-dashboard": LayoutDashboard, "layout-grid": LayoutGrid, library: Library,
  "life-buoy": LifeBuoy, list: List, "list-tree": ListTree, landmark: Landmark, mail: Mail, map: Map, "map-pin": MapPin, megaphone: Megaphone,
  "message-square": MessageSquare, "message-square-warning": MessageSquareWarning, "monitor-play": MonitorPlay, mountain: Mountain,
  newspaper: Newspaper, package: Package, palmtree: Palmtree, paperclip: Paperclip, plane: Plane, receipt: Receipt, recycle: Recycle, "rotate-ccw": RotateCcw,
  sailboat: Sailboat, "scroll-text": ScrollText, search: Search, settings: Settings, shield: Shield, "shield-alert": ShieldAlert,
  "shield-check": ShieldCheck, ship: Ship, "shopping-bag": ShoppingBag, "sliders-horizontal": SlidersHorizontal, smartphone: Smartphone,
  star: Star, store: Store, tag: Tag, terminal: Terminal, ticket: Ticket, "trash-2": Trash2, "undo-2": Undo2, upload: Upload,
  "user-cog": UserCog, "user-round": UserRound, users: Users, "users-round": UsersRound, wallet: Wallet, wrench: Wrench,
  // Market entities (enterprise categories, staff, associations).
  building: Building, "contact-round": ContactRound, drama: Drama, "gamepad-2": Gamepad2, handshake: Handshake, house: House,
  "mic-vocal": MicVocal, shapes: Shapes, utensils: Utensils,
  // Travel supervision.
  route: Route,
};

export const ICON_NAMES = Object.keys(ICONS).sort();

export function Icon({ name, className }: { name?: string; className?: string }) {
  const Component = (name && ICONS[name]) || LayoutGrid;
  return <Component className={className} aria-hidden="true" />;
}
