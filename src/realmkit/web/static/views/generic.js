// The fallback view for any game: its observation, readably, beside the legal actions.
"use strict";
RealmViews.register("*", {
  draw(box, view) {
    box.append(RealmViews.el("pre", { class: "observation" }, JSON.stringify(view.observation, null, 1)));
  },
});
