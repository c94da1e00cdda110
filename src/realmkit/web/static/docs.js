// The API, read from the server's OpenAPI document: each operation, its parameters and body.
"use strict";
(async () => {
  const E = RealmViews.el;
  const spec = await (await fetch("/openapi.json")).json();
  const schemaOf = ref => spec.components.schemas[ref.split("/").pop()];
  const main = document.getElementById("api");
  main.append(E("section", {}, E("h2", {}, `${spec.info.title} ${spec.info.version}`), spec.info.summary || ""));
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const box = E("section", { "data-operation": `${method.toUpperCase()} ${path}` },
        E("h2", {}, `${method.toUpperCase()} ${path}`), E("div", {}, op.description || op.summary || ""));
      for (const p of op.parameters || []) {
        box.append(E("div", {}, `${p.in} parameter `, E("code", {}, p.name), p.required ? " (required)" : " (optional)"));
      }
      const body = op.requestBody && op.requestBody.content["application/json"].schema;
      if (body && body.$ref) {
        const schema = schemaOf(body.$ref);
        box.append(E("div", {}, "JSON body:"), E("ul", {}, ...Object.entries(schema.properties).map(([name, prop]) =>
          E("li", {}, E("code", {}, name), (schema.required || []).includes(name) ? " (required) " : " ", prop.description || ""))));
      }
      main.append(box);
    }
  }
})();
