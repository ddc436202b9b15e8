// Spec §6: an element whose permission check fails is removed from the page. `node` is a full
// node (`auth/admin/add`); super admins hold every node.
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $init } from "../stores/init";

export function useHasNode(): (node: string) => boolean {
  const init = useStore($init);
  return (node: string) => init.status === "ready" && (init.data.adminInfo.super || init.nodes.has(node.toLowerCase()));
}

export function Auth({ node, children }: { node: string; children: ReactNode }) {
  const has = useHasNode();
  return has(node) ? <>{children}</> : null;
}
