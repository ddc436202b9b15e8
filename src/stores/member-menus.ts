// The member-centre menu from the member rules (reference §9.3 `menus`), persisted so a page
// draws the member's menu at once and refreshes it after the init call.
import { persistentAtom } from "@nanostores/persistent";

export interface MemberMenuNode {
  id: number;
  pid: number;
  type: string;
  title: string;
  title_en: string;
  name: string;
  path: string;
  icon: string;
  menu_type: string;
  url: string;
  children?: MemberMenuNode[];
}

export const $memberMenus = persistentAtom<MemberMenuNode[]>("ba:userMenus", [], {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? (parsed as MemberMenuNode[]) : [];
    } catch {
      return [];
    }
  },
});

/** Every rule name in the tree, lower-cased. */
export function menuRuleNames(nodes: MemberMenuNode[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: MemberMenuNode[]) => {
    for (const node of list) {
      names.add(node.name.toLowerCase());
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return names;
}
