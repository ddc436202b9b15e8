// The moves a reviewer may make now, as buttons named by the declaration, with the inputs they
// take: one opinion box, a missing-items box (one per line) when an offered move asks for them,
// and the moves' own declared `inputs` (a legal ground, a compensation amount) drawn by their
// field kind. Required inputs are checked here first; a move declared with `confirm` asks before
// it is made; the server's field errors land under the same boxes.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { pick } from "@shared/i18n";
import type { FieldDeclaration } from "@shared/module/types";
import type { WorkflowDeclaration, WorkflowTransition } from "@shared/module/workflow";
import { consoleLang, t } from "@/i18n/console";
import { FieldInput } from "../crud/FieldInput";
import type { useConfirm } from "../headless/confirm";
import type { FieldErrors } from "../headless/use-submit";

export interface MoveInput {
  opinion?: string;
  missing_items?: string[];
  /** The move's declared inputs, by name. */
  [input: string]: unknown;
}

interface Props {
  workflow: WorkflowDeclaration;
  /** The moves offered now (the review's `moves`), in the declaration's order. */
  moves: readonly string[];
  /** The record's state: a move that stays in it (an extension) is a secondary button. */
  state: unknown;
  pending: boolean;
  errors: FieldErrors;
  fail: (errors: FieldErrors, focus?: (field: string) => string) => void;
  clearError: (field: string) => void;
  confirm: ReturnType<typeof useConfirm>["confirm"];
  onMove: (name: string, input: MoveInput) => void;
  onClose: () => void;
  closeLabel: string;
}

const ids = { opinion: "review-opinion", missing_items: "review-missing-items" } as const;

function variantOf(transition: WorkflowTransition, state: unknown): "default" | "outline" | "destructive" {
  if (transition.tone === "danger") return "destructive";
  return transition.to === String(state) || transition.missingItems ? "outline" : "default";
}

const RANK = { outline: 0, destructive: 1, default: 2 } as const;

export function MovePanel({ workflow, moves, state, pending, errors, fail, clearError, confirm, onMove, onClose, closeLabel }: Props) {
  const lang = consoleLang();
  const [opinion, setOpinion] = useState("");
  const [items, setItems] = useState("");
  const offered = moves.map((name) => [name, workflow.transitions[name]] as const).filter((entry): entry is readonly [string, WorkflowTransition] => Boolean(entry[1]));
  const takesOpinion = offered.filter(([, m]) => m.opinion);
  const takesItems = offered.filter(([, m]) => m.missingItems);
  const namesOf = (list: typeof offered) => list.map(([, m]) => pick(m.label, lang)).join(lang === "en" ? ", " : "、");
  const needOpinion = takesOpinion.filter(([, m]) => m.opinion?.required);
  const needItems = takesItems.filter(([, m]) => m.missingItems?.required);
  const [values, setValues] = useState<Record<string, unknown>>({});
  /** Each declared input once, with the offered moves that ask for it. */
  const inputs = new Map<string, { field: FieldDeclaration; required: (readonly [string, WorkflowTransition])[] }>();
  for (const entry of offered) {
    for (const [input, field] of Object.entries(entry[1].inputs ?? {})) {
      const known = inputs.get(input) ?? { field, required: [] };
      if (field.rules?.required) known.required.push(entry);
      inputs.set(input, known);
    }
  }
  const empty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

  const move = async (name: string, transition: WorkflowTransition) => {
    const missing = items.split("\n").map((s) => s.trim()).filter(Boolean);
    const problems: FieldErrors = {};
    if (transition.opinion?.required && !opinion.trim()) problems.opinion = t("required");
    if (transition.missingItems?.required && missing.length === 0) problems.missing_items = t("required");
    for (const [input, field] of Object.entries(transition.inputs ?? {})) if (field.rules?.required && empty(values[input])) problems[input] = t("required");
    if (Object.keys(problems).length) {
      fail(problems, (field) => ids[field as keyof typeof ids] ?? `review-input-${field}`);
      return;
    }
    const label = pick(transition.label, lang);
    if (transition.confirm && !(await confirm({ title: label, text: pick(transition.confirm, lang), destructive: transition.tone === "danger", confirmLabel: label }))) return;
    const own = Object.keys(transition.inputs ?? {}).filter((input) => !empty(values[input]));
    onMove(name, {
      ...(transition.opinion ? { opinion: opinion.trim() } : {}),
      ...(transition.missingItems ? { missing_items: missing } : {}),
      ...Object.fromEntries(own.map((input) => [input, values[input]])),
    });
  };

  const box = (field: keyof typeof ids, label: string, value: string, set: (v: string) => void, needed: typeof offered) => {
    const error = errors[field];
    const help = needed.length ? t("requiredFor", { moves: namesOf(needed) }) : "";
    return (
      <div className="grid content-start gap-1.5">
        <label htmlFor={ids[field]} className="text-sm font-medium">
          {label}
        </label>
        <Textarea
          id={ids[field]}
          value={value}
          rows={3}
          maxLength={field === "opinion" ? 1000 : 6000}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[help && `${ids[field]}-help`, error && `${ids[field]}-error`].filter(Boolean).join(" ") || undefined}
          onChange={(e) => {
            set(e.target.value);
            clearError(field);
          }}
        />
        {help && (
          <p id={`${ids[field]}-help`} className="text-xs text-muted-foreground">
            {help}
          </p>
        )}
        {error && (
          <p id={`${ids[field]}-error`} role="alert" className="text-xs font-medium text-danger-text">
            {error}
          </p>
        )}
      </div>
    );
  };

  const inputBoxes = [...inputs.entries()].map(([input, { field, required }]) => (
    <FieldInput
      key={input}
      name={input}
      field={field}
      value={values[input] ?? ""}
      error={errors[input]}
      required={required.length > 0 && required.length === offered.filter(([, m]) => m.inputs?.[input]).length}
      idPrefix="review-input"
      hint={{ placeholder: "", help: required.length ? t("requiredFor", { moves: namesOf(required) }) : "" }}
      onChange={(value) => {
        setValues({ ...values, [input]: value });
        clearError(input);
      }}
    />
  ));

  const buttons = [...offered].sort(([, a], [, b]) => RANK[variantOf(a, state)] - RANK[variantOf(b, state)]);
  return (
    <div className="grid gap-4 border-t pt-4">
      {inputBoxes.length > 0 && <div className="grid gap-4 sm:grid-cols-2">{inputBoxes}</div>}
      {(takesOpinion.length > 0 || takesItems.length > 0) && (
        <div className={takesOpinion.length && takesItems.length ? "grid gap-4 sm:grid-cols-2" : "grid"}>
          {takesOpinion.length > 0 && box("opinion", t("opinion"), opinion, setOpinion, needOpinion)}
          {takesItems.length > 0 && box("missing_items", t("missingItemsInput"), items, setItems, needItems)}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        {offered.length === 0 && <p className="mr-auto text-sm text-muted-foreground">{t("noMoves")}</p>}
        <Button variant="outline" type="button" onClick={onClose}>
          {closeLabel}
        </Button>
        {buttons.map(([name, transition]) => (
          <Button key={name} type="button" variant={variantOf(transition, state)} disabled={pending} onClick={() => void move(name, transition)}>
            {pick(transition.label, lang)}
          </Button>
        ))}
      </div>
    </div>
  );
}
