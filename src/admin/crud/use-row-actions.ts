// What the buttons of a generic list do, from the declaration and the admin's permission nodes:
// delete (asked first), inline switches, drag-to-reorder, the module's own actions (posted,
// asked first when declared so, or opening a page), and a workflow's review. Buttons the admin
// may not use are not offered (spec §6).
import { pick } from "@shared/i18n";
import { moduleActions, moduleNodeBase, primaryKey } from "@shared/module/field-kinds";
import { movesFrom } from "@shared/module/workflow";
import type { ExtraAction, ModuleDeclaration } from "@shared/module/types";
import { api, downloadFile } from "@/lib/request";
import { consoleLang, t } from "@/i18n/console";
import { useHasNode } from "../components/auth";
import type { ConfirmOptions } from "../headless/confirm";
import type { ListController, Row } from "../headless/use-list-controller";
import { consoleUrl, navigate } from "../router/location";
import { refreshInit } from "../stores/init";
import type { RowAction, TableActions } from "./RowButtons";
import { forgetRemote, type LinkedLabels } from "./remote";

export interface ToolbarAction {
  name: string;
  label: string;
  icon?: string;
  destructive: boolean;
  /** Acts on the chosen rows (else on the module as a whole). */
  selected: boolean;
}

interface Handlers {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  onEdit: (id: string | number) => void;
  onDetail: (id: string | number) => void;
  onReview: (row: Row, name: string) => void;
}

const NAME_FIELDS = ["name", "title", "nickname", "username"];

/** The field that names a row: the tree's label, a name or title, else the first listed text or link. */
export const nameField = (module: ModuleDeclaration): string | undefined =>
  module.tree?.label ??
  NAME_FIELDS.find((name) => module.fields[name]) ??
  Object.entries(module.fields).find(([, field]) => (field.kind === "string" || field.kind === "remoteSelect") && field.list !== false)?.[0];

/** A short name of a row for the labels of its buttons ("Review Sanya Travel"). */
export function rowNamer(module: ModuleDeclaration, labels: LinkedLabels): (row: Row) => string {
  const lang = consoleLang();
  const named = nameField(module);
  return (row) => {
    const field = named ? module.fields[named] : undefined;
    if (!named || !field) return `#${String(row[primaryKey(module)])}`;
    const english = lang === "en" && field.english ? row[field.english] : undefined;
    const value = english || row[named];
    const text = field.remote ? (labels[named]?.get(String(value)) ?? String(value ?? "")) : String(value ?? "");
    return text || `#${String(row[primaryKey(module)])}`;
  };
}

/** The row field a module's page link takes its value from (`group_id`), when not the primary key. */
const linkField = (module: ModuleDeclaration, name: string): string | undefined => {
  const action = module.extraActions?.[name];
  return action?.open ? action.field : undefined;
};

/** The query a page link opens with: `?id=<value>`, or the target list filtered on its field. */
export function openQuery(action: ExtraAction, value: string | number | undefined): string {
  const text = String(value ?? "");
  if (!action.filter) return `id=${encodeURIComponent(text)}`;
  return new URLSearchParams({ "search[0][field]": action.filter, "search[0][operator]": "eq", "search[0][val]": text }).toString();
}

export function useRowActions(module: ModuleDeclaration, list: ListController, handlers: Handlers): { canAdd: boolean; table: TableActions; toolbar: ToolbarAction[]; remove: (ids: string[]) => void; run: (name: string, ids: (string | number)[]) => void } {
  const has = useHasNode();
  const lang = consoleLang();
  const base = moduleNodeBase(module);
  const pk = primaryKey(module);
  const can = (action: string) => moduleActions(module).includes(action as never) && has(`${base}/${action}`);
  const rowName = rowNamer(module, list.labels);
  const saved = () => {
    forgetRemote(module.key);
    list.refresh();
  };

  const own = Object.entries(module.extraActions ?? {})
    .filter(([name, action]) => action.inList !== false && has(`${base}/${name.toLowerCase()}`))
    .map(([name, action]) => ({ name, action, label: pick(action.label, lang) }));

  const remove = (ids: string[]) => {
    void handlers
      .confirm({ title: t("delete"), text: t(module.recycle ? "deleteConfirm" : "deleteConfirmNoRecycle", { count: ids.length }), destructive: true })
      .then((yes) => (yes ? api({ url: consoleUrl(`${module.key}/del`), method: "DELETE", params: { ids }, showSuccessMessage: true }).then(saved) : undefined))
      .catch(() => undefined);
  };

  /** Runs a module action on rows (`ids`) or, for actions on the whole module, on none. */
  const run = (name: string, ids: (string | number)[]) => {
    const found = own.find((e) => e.name === name);
    if (name === "info") return handlers.onDetail(ids[0] as string | number);
    if (found?.action.open) return navigate(consoleUrl(found.action.open, openQuery(found.action, ids[0])));
    if (found?.action.download) return void downloadFile(consoleUrl(`${module.key}/${name}`), { id: String(ids[0] ?? "") }).catch(() => undefined);
    const call = () =>
      api<{ menusChanged?: boolean } | null>({ url: consoleUrl(`${module.key}/${name}`), method: "POST", data: found?.action.scope === "all" ? {} : { ids }, showSuccessMessage: true }).then((res) => {
        // Actions that add or remove menus (the code generator's log) say so; the menu follows.
        if (res.data?.menusChanged) void refreshInit().catch(() => undefined);
        list.refresh();
      });
    const question = found?.action.confirm;
    const asked = question ? handlers.confirm({ title: found.label, text: pick(question, lang), destructive: Boolean(found.action.destructive) }) : Promise.resolve(true);
    void asked.then((yes) => (yes ? call() : undefined)).catch(() => undefined);
  };

  const extra: RowAction[] = own
    .filter((e) => (e.action.scope ?? "selected") === "selected")
    .map((e) => {
      const link = e.action.open ? e.action.field : undefined;
      return {
        name: e.name,
        label: e.label,
        icon: e.action.icon,
        destructive: e.action.destructive,
        ariaLabel: (row: Row) => `${e.label} ${rowName(row)}`,
        shown: link ? (row: Row) => row[link] !== null && row[link] !== undefined && row[link] !== "" && row[link] !== 0 : undefined,
      };
    });
  const workflow = module.workflow;
  if (workflow) {
    const movable = (row: Row) => movesFrom(workflow, row[workflow.field], "staff").some((name) => has(`${base}/${name.toLowerCase()}`));
    extra.unshift({
      name: "_review",
      label: (row) => t(movable(row) ? "review" : "view"),
      ariaLabel: (row) => t(movable(row) ? "reviewRow" : "viewRow", { name: rowName(row) }),
      primary: movable,
    });
  }

  const toolbar: ToolbarAction[] = own
    .filter((e) => e.name !== "info" && !e.action.open && !e.action.download)
    .map((e) => ({ name: e.name, label: e.label, icon: e.action.icon, destructive: Boolean(e.action.destructive), selected: (e.action.scope ?? "selected") === "selected" }));

  const table: TableActions = {
    canSelect: can("del") || toolbar.some((a) => a.selected),
    canEdit: can("edit"),
    canDelete: can("del"),
    canSort: can("sortable") && !list.state.order,
    extra,
    rowName,
    onEdit: (row) => handlers.onEdit(row[pk] as string | number),
    onDelete: (row) => remove([String(row[pk])]),
    onSwitch: (row, field, value) => {
      void api({ url: consoleUrl(`${module.key}/edit`), method: "POST", data: { [pk]: row[pk], [field]: value }, showSuccessMessage: true })
        .then(list.refresh)
        .catch(() => undefined);
    },
    onMove: (id, targetId) => {
      void api({ url: consoleUrl(`${module.key}/sortable`), method: "POST", data: { id, targetId } })
        .then(list.refresh)
        .catch(() => undefined);
    },
    onExtra: (action, row) => (action === "_review" ? handlers.onReview(row, rowName(row)) : run(action, [row[linkField(module, action) ?? pk] as string | number])),
  };
  return { canAdd: can("add"), table, toolbar, remove, run };
}
